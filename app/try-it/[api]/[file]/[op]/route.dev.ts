import { tryItModuleResponse } from '../../../dev-module';

export const dynamic = 'force-dynamic';

/** Development only: a docs version's pinned reference, `/try-it/3.2/content/<operation>.js` (lib/versions). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ api: string; file: string; op: string }> },
) {
  const { api, file, op } = await params;
  return tryItModuleResponse(`${api}/${file}`, op);
}
