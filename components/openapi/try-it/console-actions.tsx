import type { SampleKind } from '@/lib/try-it/console-view.client';
import type { TryItMode } from '@/lib/try-it/types';

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
  return (
    <div className="try-it-actions">
      {/* Not disabled while sending: a disabled button loses focus, and keyboard users their place. */}
      <button
        type="submit"
        className="try-it-button try-it-send"
        disabled={blocked}
        aria-disabled={sending || undefined}
      >
        {mode === 'mock' ? 'Send (example response)' : 'Send'}
      </button>
      {sending && (
        <button type="button" className="try-it-button" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="button" className="try-it-button" onClick={() => onCopy('curl')}>
        Copy as curl
      </button>
      <button type="button" className="try-it-button" onClick={() => onCopy('fetch')}>
        Copy as fetch
      </button>
      <span role="status" className="try-it-muted">
        {copied}
      </span>
    </div>
  );
}
