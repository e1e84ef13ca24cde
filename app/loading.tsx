import { Spinner } from '@/components/ui/spinner';

/** Shown while a route segment loads. */
export default function Loading() {
  return <Spinner label="Loading page…" />;
}
