import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { AudienceView } from './audience-search';
import type { Selection } from './selection';

// The modal and the export code load when the pointer or focus comes to the button.
const ExportDialog = lazyComponent(async () => (await import('./ExportDialog')).ExportDialog);

/**
 * The Export control. View Only members may read the audience but not export it
 * (analytics.export, given as `allowed` from viewer.can.exportAnalytics): for them the button
 * stays visible, marked unavailable, and says why.
 */
export function ExportControl(props: { allowed: boolean; view: AudienceView; selection: Selection; count: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [why, setWhy] = useState(false);
  if (!props.allowed)
    return (
      <div className="audience-export">
        <button
          type="button"
          className="ui-button ui-button--secondary ui-button--md"
          aria-disabled="true"
          aria-describedby="audience-export-why"
          title="View Only members can't export learners."
          onClick={() => setWhy(true)}
        >
          Export
        </button>
        <span id="audience-export-why" className={why ? 'audience-export__why' : 'visually-hidden'} role={why ? 'status' : undefined}>
          View Only members can't export learners.
        </span>
      </div>
    );
  return (
    <div className="audience-export">
      <button
        type="button"
        className="ui-button ui-button--primary ui-button--md"
        onPointerEnter={ExportDialog.preload}
        onFocus={ExportDialog.preload}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        Export
      </button>
      {opened && <ExportDialog view={props.view} selection={props.selection} count={props.count} open={open} onClose={() => setOpen(false)} />}
    </div>
  );
}
