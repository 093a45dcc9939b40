import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AuditEntryItem_entry$key } from '../../__generated__/AuditEntryItem_entry.graphql';
import { actionWords, actorShown, changedFields, emailParts, formatDateAndTime, prettyJson, shortId, targetTypeWords } from './audit-display';

/** An e-mail that may wrap before its @ rather than anywhere. */
function Email({ text }: { text: string }) {
  const parts = emailParts(text);
  if (!parts) return text;
  return (
    <>
      {parts[0]}
      <wbr />
      {parts[1]}
    </>
  );
}

/**
 * One entry: when (local time, the exact instant in its tooltip), who (a person's e-mail, or a
 * token with the person who made it), what (in words, and the raw action name), on what, and from
 * which address. It opens onto what changed (before and after, side by side where there is room)
 * and the entry's place in the chain (its number and hash).
 */
export function AuditEntryItem({ entry }: { entry: AuditEntryItem_entry$key }) {
  const e = useFragment(
    graphql`
      fragment AuditEntryItem_entry on AuditEntry {
        id
        seq
        at
        action
        actorType
        actorLabel
        actorUser
        # Aliased: Relay keys any record by a field named "id", and AuditTarget's is the target's
        # own id (not unique to one entry), so two entries on the same target would share a record.
        target {
          type
          targetId
          label
        }
        ip
        before
        after
        hash
      }
    `,
    entry,
  );
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const when = formatDateAndTime(e.at);
  const words = actionWords(e.action);
  const actor = actorShown(e);
  const before = prettyJson(e.before);
  const after = prettyJson(e.after);
  const changed = changedFields(e.before, e.after);

  return (
    <li className="audit-entry">
      <button type="button" className="audit-entry__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="audit-entry__chevron" aria-hidden="true" />
        <span className="audit-entry__cells">
          <span className="audit-entry__cell audit-entry__time">
            <span className="audit-entry__cell-label">Time</span>{' '}
            <span className="audit-entry__value">
              <time dateTime={e.at} title={e.at}>
                <span className="audit-entry__date">{when.date}</span> <span className="audit-entry__clock">{when.time}</span>
              </time>
            </span>
          </span>{' '}
          <span className="audit-entry__cell audit-entry__actor">
            <span className="audit-entry__cell-label">Actor</span>{' '}
            <span className="audit-entry__value">
              <span className="audit-entry__actor-name">
                <Email text={actor.name} />
              </span>
              {actor.token && (
                <>
                  {' '}
                  <span className="audit-entry__badge">Token</span>{' '}
                  <span className="audit-entry__detail">
                    made by <Email text={actor.madeBy ?? 'a deleted user'} />
                  </span>
                </>
              )}
            </span>
          </span>{' '}
          <span className="audit-entry__cell audit-entry__action">
            <span className="audit-entry__cell-label">Action</span>{' '}
            <span className="audit-entry__value">
              {words && <span className="audit-entry__words">{words}</span>}{' '}
              <code className={words ? 'audit-entry__raw' : 'audit-entry__raw audit-entry__raw--only'}>{e.action}</code>
            </span>
          </span>{' '}
          <span className="audit-entry__cell audit-entry__target">
            <span className="audit-entry__cell-label">Target</span>{' '}
            {e.target ? (
              <span className="audit-entry__value">
                <span className="audit-entry__target-type">{targetTypeWords(e.target.type)}</span>{' '}
                {e.target.label ? (
                  <span className="audit-entry__detail audit-entry__target-label">{e.target.label}</span>
                ) : (
                  <code className="audit-entry__detail audit-entry__id" title={e.target.targetId}>
                    {shortId(e.target.targetId)}
                  </code>
                )}
              </span>
            ) : (
              <span className="audit-entry__value audit-entry__none">None</span>
            )}
          </span>{' '}
          <span className="audit-entry__cell audit-entry__ip">
            <span className="audit-entry__cell-label">Address</span>{' '}
            <span className={e.ip ? 'audit-entry__value' : 'audit-entry__value audit-entry__none'}>{e.ip ?? 'Unknown'}</span>
          </span>
        </span>
      </button>
      <div id={panelId} className="audit-entry__details" hidden={!open}>
        {open && (
          <>
            {before === null && after === null ? (
              <p className="audit-entry__nothing">This action recorded no before or after.</p>
            ) : (
              <>
                {changed.length > 0 && (
                  <p className="audit-entry__changed">
                    <span className="audit-entry__label">Changed:</span> {changed.join(', ')}
                  </p>
                )}
                <div className="audit-entry__diff">
                  <div className="audit-entry__side">
                    <h3 className="audit-entry__heading">Before</h3>
                    {before === null ? (
                      <p className="audit-entry__nothing">None recorded.</p>
                    ) : (
                      <pre className="audit-code">
                        <code>{before}</code>
                      </pre>
                    )}
                  </div>
                  <div className="audit-entry__side">
                    <h3 className="audit-entry__heading">After</h3>
                    {after === null ? (
                      <p className="audit-entry__nothing">None recorded.</p>
                    ) : (
                      <pre className="audit-code">
                        <code>{after}</code>
                      </pre>
                    )}
                  </div>
                </div>
              </>
            )}
            <dl className="audit-entry__facts">
              {e.target && (
                <div>
                  <dt>Target id</dt>
                  <dd>
                    <code>{e.target.targetId}</code>
                  </dd>
                </div>
              )}
              <div>
                <dt>Entry</dt>
                <dd>No. {e.seq}</dd>
              </div>
              <div>
                <dt>Hash</dt>
                <dd>
                  <code className="audit-entry__hash">{e.hash}</code>
                </dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </li>
  );
}
