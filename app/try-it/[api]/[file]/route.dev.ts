import { tryItModuleResponse } from '../../dev-module';

export const dynamic = 'force-dynamic';

/** Development only (a `.dev.ts` route): `/try-it/<api>/<operation>.js` (see ../../dev-module.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ api: string; file: string }> }) {
  const { api, file } = await params;
  return tryItModuleResponse(api, file);
}
