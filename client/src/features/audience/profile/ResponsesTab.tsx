import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ResponsesTabQuery } from '../../../__generated__/ResponsesTabQuery.graphql';
import { formatProfileDateTime, materialKindLabel } from '../format';
import { DATA_FAILED, TabLoader } from './TabLoader';

const query = graphql`
  query ResponsesTabQuery($id: ID!) {
    node(id: $id) {
      ... on AudienceLearner {
        responses {
          id
          question
          materialKind
          materialName
          result
          answer
          answeredAt
        }
      }
    }
  }
`;

/** Responses (audience.md §2): each answer with its question, material, Correct or Incorrect when graded, and date. */
export function ResponsesTab({ id, timeZone }: { id: string; timeZone: string }) {
  return (
    <TabLoader<ResponsesTabQuery> query={query} id={id} failMessage={DATA_FAILED}>
      {(ref) => <Responses queryRef={ref} timeZone={timeZone} />}
    </TabLoader>
  );
}

function Responses({ queryRef, timeZone }: { queryRef: PreloadedQuery<ResponsesTabQuery>; timeZone: string }) {
  const responses = usePreloadedQuery<ResponsesTabQuery>(query, queryRef).node?.responses ?? [];
  return (
    <div className="learner-responses">
      <h3 className="learner-tab__title">Responses</h3>
      {responses.length === 0 ? (
        <p className="learner-tab__empty">No Response Found.</p>
      ) : (
        <ul className="learner-responses__list">
          {responses.map((r) => (
            <li key={r.id} className="learner-response">
              <p className="learner-response__question">{r.question}</p>
              <p className="learner-response__material">
                <span className="learner-file__kind">{materialKindLabel(r.materialKind)}</span> {r.materialName}
              </p>
              {r.result !== null && r.result !== undefined && (
                <p className={`learner-response__result learner-response__result--${r.result ? 'correct' : 'incorrect'}`}>
                  {r.result ? 'Correct' : 'Incorrect'}
                </p>
              )}
              <p className="learner-response__answer">
                <span className="learner-response__label">Answer: </span>
                {r.answer}
              </p>
              <p className="learner-response__date">
                <time dateTime={r.answeredAt}>{formatProfileDateTime(r.answeredAt, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
