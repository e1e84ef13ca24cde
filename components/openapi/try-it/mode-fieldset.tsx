import type { Dispatch } from 'react';
import type { ConsoleAction } from '@/lib/try-it/console-state.client';
import type { TryItMode } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

/** Where answers come from: the document's examples, or the server. */
export function ModeFieldset({ mode, dispatch }: { mode: TryItMode; dispatch: Dispatch<ConsoleAction> }) {
  const t = useTryItStrings();
  const choose = (next: TryItMode) => () => dispatch({ type: 'mode', mode: next });
  return (
    <fieldset className="try-it-mode">
      <legend>{t['tryIt.answers']}</legend>
      <label>
        <input type="radio" name="try-it-mode" checked={mode === 'mock'} onChange={choose('mock')} />{' '}
        {t['tryIt.modeMock']}
      </label>
      <label>
        <input type="radio" name="try-it-mode" checked={mode === 'live'} onChange={choose('live')} />{' '}
        {t['tryIt.modeLive']}
      </label>
    </fieldset>
  );
}
