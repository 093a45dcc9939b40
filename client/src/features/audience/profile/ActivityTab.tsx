import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import type { ActivityTab_group$key } from '../../../__generated__/ActivityTab_group.graphql';
import type { ActivityTabQuery } from '../../../__generated__/ActivityTabQuery.graphql';
import { kindLetter } from '../../../kinds';
import { formatStudyTime, PROGRESS_LABELS } from '../format';
import { FILE_DETAILS_FAILED, TabLoader } from './TabLoader';

const query = graphql`
  query ActivityTabQuery($id: ID!) {
    node(id: $id) {
      ... on AudienceLearner {
        activity {
          docs {
            ...ActivityTab_group
          }
          paths {
            ...ActivityTab_group
          }
          walkthroughs {
            ...ActivityTab_group
          }
        }
      }
    }
  }
`;

const groupFragment = graphql`
  fragment ActivityTab_group on LearnerActivityGroup {
    totalStudySeconds
    items {
      materialId
      materialName
      materialKind
      iconUrl
      status
      studySeconds
      opens
      currentStep
      stepsTotal
    }
  }
`;

/** Activity (audience.md §2): Docs, Paths and Walkthroughs, each with its total and one row per material. */
export function ActivityTab({ id }: { id: string }) {
  return (
    <TabLoader<ActivityTabQuery> query={query} id={id} failMessage={FILE_DETAILS_FAILED}>
      {(ref) => <Activity queryRef={ref} />}
    </TabLoader>
  );
}

function Activity({ queryRef }: { queryRef: PreloadedQuery<ActivityTabQuery> }) {
  const activity = usePreloadedQuery<ActivityTabQuery>(query, queryRef).node?.activity;
  if (!activity) return <p className="learner-tab__empty">No record found.</p>;
  return (
    <div className="learner-activity">
      <Section title="Docs" group={activity.docs} />
      <Section title="Paths" group={activity.paths} />
      <Section title="Walkthroughs" group={activity.walkthroughs} />
    </div>
  );
}

function Section({ title, group }: { title: string; group: ActivityTab_group$key }) {
  const data = useFragment(groupFragment, group);
  return (
    <section className="learner-activity__section" aria-labelledby={`activity-${title}`}>
      <h3 id={`activity-${title}`} className="learner-tab__title">
        {title}
      </h3>
      <div className="learner-tab__table-wrap">
        <table className="ui-table learner-activity__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th colSpan={5} scope="colgroup" className="learner-activity__total">
                Total spend time: {formatStudyTime(data.totalStudySeconds)}
              </th>
            </tr>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Icon</span>
              </th>
              <th scope="col">Material name</th>
              <th scope="col">Status</th>
              <th scope="col">Time Spent</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {data.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="ui-table__empty">
                  No record found.
                </td>
              </tr>
            ) : (
              data.items.map((item) => (
                <tr key={item.materialId}>
                  <td className="learner-activity__icon">
                    {item.iconUrl ? (
                      <img src={item.iconUrl} alt="" width={20} height={20} />
                    ) : (
                      <span className={`kind-icon kind-icon--${item.materialKind.toLowerCase()}`} aria-hidden="true">
                        {kindLetter(item.materialKind, 'M')}
                      </span>
                    )}
                  </td>
                  <td>{item.materialName}</td>
                  <td>{PROGRESS_LABELS[item.status] ?? item.status}</td>
                  <td className="audience-table__nowrap">{formatStudyTime(item.studySeconds)}</td>
                  <td>{activityDetails(item)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** "Step 2 of 5 · 3 opens"; materials without steps (docs, videos) only count opens. */
export function activityDetails(item: { materialKind: string; currentStep: number; stepsTotal: number; opens: number }): string {
  const opens = `${item.opens} ${item.opens === 1 ? 'open' : 'opens'}`;
  return item.stepsTotal > 1 ? `Step ${Math.min(item.currentStep, item.stepsTotal)} of ${item.stepsTotal} · ${opens}` : opens;
}
