/**
 * "View hub" in the side navigation (issue 21 §1): the company's hub in a new tab, and a button
 * that copies its address. Kept apart from HubAddress.tsx's panel: every staff page loads it.
 */
import { useEffect, useState } from 'react';
import { hubUrl } from './hub-url';
import { Icon } from './icons';

export function HubNavLink({ companySlug, open }: { companySlug: string; open: boolean }) {
  const url = hubUrl(window.location.origin, companySlug);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), 2000);
    return () => window.clearTimeout(timer);
  }, [status]);
  const handleCopy = () =>
    navigator.clipboard.writeText(url).then(
      () => setStatus('Copied'),
      () => setStatus('Could not copy: open the hub and copy its address'),
    );
  return (
    <div className="side-nav__hub">
      <a href={url} target="_blank" rel="noopener" className="side-nav__link" title={open ? undefined : 'View hub'}>
        <Icon name="hub" />
        <span className={open ? 'side-nav__label' : 'visually-hidden'}>View hub</span>
      </a>
      {open && (
        <button type="button" className="side-nav__copy" onClick={() => void handleCopy()} aria-label="Copy hub address" title="Copy hub address">
          <Icon name="copy" size={16} />
        </button>
      )}
      <span role="status" className={open ? 'side-nav__copied' : 'visually-hidden'}>
        {status}
      </span>
    </div>
  );
}
