import type { SampleKind } from '@/lib/try-it/console-view.client';
import type { TryItMode } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

/** Send, Cancel while sending, the two copies and what the last copy did. */
export function ConsoleActions({
  mode,
  blocked,
  sending,
  copied,
  onCancel,
  onCopy,
}: {
  mode: TryItMode;
  blocked: boolean;
  sending: boolean;
  copied: string;
  onCancel: () => void;
  onCopy: (kind: SampleKind) => void;
}) {
  const t = useTryItStrings();
  return (
    <div className="try-it-actions">
      {/* Not disabled while sending: a disabled button loses focus, and keyboard users their place. */}
      <button
        type="submit"
        className="try-it-button try-it-send"
        disabled={blocked}
        aria-disabled={sending || undefined}
      >
        {mode === 'mock' ? t['tryIt.sendExample'] : t['tryIt.send']}
      </button>
      {sending && (
        <button type="button" className="try-it-button" onClick={onCancel}>
          {t['tryIt.cancel']}
        </button>
      )}
      <button type="button" className="try-it-button" onClick={() => onCopy('curl')}>
        {t['tryIt.copyCurl']}
      </button>
      <button type="button" className="try-it-button" onClick={() => onCopy('fetch')}>
        {t['tryIt.copyFetch']}
      </button>
      <span role="status" className="try-it-muted">
        {copied}
      </span>
    </div>
  );
}
