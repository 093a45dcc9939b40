const LABELS: Record<string, string> = { ENGAGED: 'Engaged', AT_RISK: 'At Risk', NEUTRAL: 'Neutral' };

/**
 * An activity status with why (statusReason): the reason is the badge's tooltip and its
 * text for screen readers, and is written out beside it where `showReason` asks (the profile).
 * `hideNeutral`: the profile shows no badge for Neutral (audience.md §2).
 */
export function StatusBadge({
  status,
  reason,
  showReason = false,
  hideNeutral = false,
}: {
  status: string;
  reason: string;
  showReason?: boolean;
  hideNeutral?: boolean;
}) {
  const label = LABELS[status] ?? status;
  if (hideNeutral && status === 'NEUTRAL') return showReason ? <span className="audience-status__reason">{reason}</span> : null;
  return (
    <span className="audience-status">
      <span className={`audience-badge audience-badge--${status.toLowerCase()}`} title={reason}>
        {label}
      </span>
      {showReason ? <span className="audience-status__reason">{reason}</span> : <span className="visually-hidden">: {reason}</span>}
    </span>
  );
}
