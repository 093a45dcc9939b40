import { useEffect, useState } from 'react';
import { Avatar, Dialog, Tabs } from '../../ui';
import type { LearnerRow } from './AudienceTable';
import { formatDay, formatProfileDateTime, formatStudyTime } from './format';
import { ActivityTab } from './profile/ActivityTab';
import { FilesTab } from './profile/FilesTab';
import { ResponsesTab } from './profile/ResponsesTab';
import { StatusBadge } from './StatusBadge';

interface Props {
  learner: LearnerRow | null;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The learner profile (audience.md §2 "Learner profile modal"): photo, name, e-mail, status
 * (Engaged or At Risk, none for Neutral) with its reason, and the tabs Details (from the row
 * already loaded), Activity, Responses and Files, each loading its own query when first opened.
 * Escape and the × close it; the browser's modal dialog keeps focus inside and returns it to the
 * name that opened it.
 */
export function LearnerModal({ learner, timeZone, open, onClose }: Props) {
  const [tab, setTab] = useState('details');
  // Every learner opens on Details.
  useEffect(() => {
    if (open) setTab('details');
  }, [open]);

  return (
    <Dialog
      open={open && learner !== null}
      onClose={onClose}
      className="learner-modal"
      title={
        learner && (
          <span className="learner-modal__title">
            <Avatar name={learner.name} src={learner.imageUrl} size="md" decorative />
            {learner.name}
          </span>
        )
      }
    >
      {learner && (
        <>
          <div className="learner-modal__head">
            <a href={`mailto:${learner.email}`} className="learner-modal__email">
              {learner.email}
            </a>
            <StatusBadge status={learner.activityStatus} reason={learner.statusReason} showReason hideNeutral />
          </div>
          <Tabs
            label="Learner profile"
            selectedId={tab}
            onChange={setTab}
            tabs={[
              { id: 'details', label: 'Details', content: <Details learner={learner} timeZone={timeZone} /> },
              { id: 'activity', label: 'Activity', content: <ActivityTab id={learner.id} /> },
              { id: 'responses', label: 'Responses', content: <ResponsesTab id={learner.id} timeZone={timeZone} /> },
              { id: 'files', label: 'Files', content: <FilesTab id={learner.id} /> },
            ]}
          />
        </>
      )}
    </Dialog>
  );
}

/** Details (the spec's Attributes): the record the table already holds. */
function Details({ learner, timeZone }: { learner: LearnerRow; timeZone: string }) {
  const fields: [string, string][] = [
    ['First Name', learner.firstName || '-'],
    ['Last Name', learner.lastName || '-'],
    ['Email', learner.email],
    ['User ID', learner.userId],
    ['Learning start', formatDay(learner.learningStart, timeZone)],
    ['Total study time', formatStudyTime(learner.studySeconds)],
    ['Recent activity', formatProfileDateTime(learner.recentActivity, timeZone)],
    ['Learning group', learner.learningGroups[0] ? learner.learningGroups.join(', ') : '-'],
    // The record's figures, also in the table and the exports.
    ['Completion rate', `${learner.completionRate}%`],
    ['Unique visits', String(learner.uniqueVisits)],
    ['Opens', String(learner.opens)],
    ['Completions', String(learner.completions)],
    ['Satisfaction score', learner.satisfactionScore == null ? '-' : `${learner.satisfactionScore.toFixed(1)} of 5`],
    ['Files uploaded', String(learner.filesUploaded)],
  ];
  return (
    <dl className="learner-details">
      {fields.map(([label, value]) => (
        <div key={label} className="learner-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
