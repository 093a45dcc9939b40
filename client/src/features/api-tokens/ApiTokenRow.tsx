import { graphql, useFragment } from 'react-relay';
import type { ApiTokenRow_apiToken$key } from '../../__generated__/ApiTokenRow_apiToken.graphql';
import { timeSince } from '../../lib/relative-time';
import { Button } from '../../ui';
import { expiryShown, formatDate, maskedToken, scopeLabels, statusLabel } from './api-token-display';

export interface TokenRef {
  id: string;
  name: string;
  lastFour: string;
}

interface ApiTokenRowProps {
  apiToken: ApiTokenRow_apiToken$key;
  onRotate: (token: TokenRef) => void;
  onRevoke: (token: TokenRef) => void;
}

/**
 * One token: name and lh_…last four, scopes, made when and by whom, last use, expiry and status;
 * Rotate and Revoke while it is active. On a phone the row is a block of labelled lines
 * (api-tokens.css reads each cell's data-label).
 */
export function ApiTokenRow({ apiToken, onRotate, onRevoke }: ApiTokenRowProps) {
  const t = useFragment(
    graphql`
      fragment ApiTokenRow_apiToken on ApiToken {
        id
        name
        scopes
        lastFour
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        lastUsedIp
        status
        createdBy {
          name
        }
      }
    `,
    apiToken,
  );
  const active = t.status === 'ACTIVE';
  const expiry = expiryShown(t.expiresAt, t.status);
  const ref = { id: t.id, name: t.name, lastFour: t.lastFour };
  // Buttons name their token: two rows share a name after a rotation.
  const which = ` ${t.name} (${maskedToken(t.lastFour)})`;

  return (
    <tr className={active ? 'api-token' : 'api-token api-token--inactive'}>
      <th scope="row" className="api-token__name">
        <span className="api-token__title">{t.name}</span>
        <code className="api-token__secret">{maskedToken(t.lastFour)}</code>
      </th>
      <td data-label="Scopes">
        <ul className="api-token__scopes">
          {scopeLabels(t.scopes).map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </td>
      <td data-label="Created">
        <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
        {t.createdBy.name && <span className="api-token__detail">by {t.createdBy.name}</span>}
      </td>
      <td data-label="Last used">
        {t.lastUsedAt ? (
          <>
            <time dateTime={t.lastUsedAt} title={new Date(t.lastUsedAt).toLocaleString()}>
              {timeSince(t.lastUsedAt)}
            </time>
            {t.lastUsedIp && <span className="api-token__detail">from {t.lastUsedIp}</span>}
          </>
        ) : (
          <span className="api-token__muted">Never used</span>
        )}
      </td>
      <td data-label="Expires">
        {expiry.kind === 'never' ? (
          <span className="api-token__never">Never</span>
        ) : expiry.kind === 'expired' ? (
          <>
            Expired<span className="api-token__detail">{expiry.date}</span>
          </>
        ) : (
          <time dateTime={t.expiresAt ?? undefined}>{expiry.date}</time>
        )}
      </td>
      <td data-label="Status">
        <span className={`api-token__status api-token__status--${t.status.toLowerCase()}`}>{statusLabel(t.status)}</span>
        {t.revokedAt && (
          <span className="api-token__detail">
            <time dateTime={t.revokedAt}>{formatDate(t.revokedAt)}</time>
          </span>
        )}
      </td>
      <td data-label="Actions" className="api-token__actions">
        {active && (
          <span className="api-token__buttons">
            <Button size="sm" variant="secondary" onClick={() => onRotate(ref)}>
              Rotate<span className="visually-hidden">{which}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => onRevoke(ref)}>
              Revoke<span className="visually-hidden">{which}</span>
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
