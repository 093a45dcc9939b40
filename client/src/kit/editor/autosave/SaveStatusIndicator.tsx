import { SAVE_STATUS_LABELS, type SaveStatus, saveStatusDetail } from './save-status';
import './autosave.css';

/**
 * The toolbar's save state: "Saving…", "Saved", "Retrying", "Conflict" or "Not saved". A polite
 * live region, so screen readers hear when a save lands or fails; the detail ("Saved at 14:03",
 * the retry delay) is its tooltip, and the server's message is shown when a save was refused.
 */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  return (
    <span role="status" aria-label="Save status" className={`autosave-status autosave-status--${status.kind}`} title={saveStatusDetail(status)}>
      <span className="autosave-status__dot" aria-hidden="true" />
      <span className="autosave-status__label">{SAVE_STATUS_LABELS[status.kind]}</span>
      {status.kind === 'error' && <span className="autosave-status__message">{status.message}</span>}
    </span>
  );
}
