/**
 * The company's hub address, where staff send learners (issue 21 §1), as a panel with the address
 * to copy and "View hub": on the dashboard's empty state and in Settings → Workspace (the side
 * navigation has its compact row, HubNavLink.tsx).
 */
import { useToast } from '../../ui';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { hubUrl } from './hub-url';

function useCopyHub(url: string) {
  const toast = useToast();
  const { copied, copy } = useCopyFeedback<'hub'>();
  const handleCopy = async () => {
    if (!(await copy('hub', url))) toast.error('Could not copy. Please select the address and copy it yourself.');
  };
  return { copied: copied === 'hub', handleCopy };
}

/** A panel with the address to copy and View hub, for pages where staff look for where to send learners. */
export function HubAddressPanel({ companySlug, intro }: { companySlug: string; intro: string }) {
  const url = hubUrl(window.location.origin, companySlug);
  const { copied, handleCopy } = useCopyHub(url);
  return (
    <section className="hub-address" aria-labelledby="hub-address-title">
      <h2 id="hub-address-title" className="hub-address__title">
        Your hub
      </h2>
      <p className="hub-address__intro">{intro}</p>
      <div className="hub-address__row">
        <input className="ui-input hub-address__url" readOnly value={url} aria-label="Hub address" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="ui-button ui-button--secondary ui-button--md" onClick={() => void handleCopy()}>
          Copy
        </button>
        <a className="ui-button ui-button--primary ui-button--md" href={url} target="_blank" rel="noopener">
          View hub
        </a>
        <span role="status" className="hub-address__copied">
          {copied ? 'Copied' : ''}
        </span>
      </div>
    </section>
  );
}
