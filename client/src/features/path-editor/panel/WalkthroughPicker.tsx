/** The walkthrough element's choice: the company's published walkthroughs (authoring.md §4). */
import { useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WalkthroughPickerQuery } from '../../../__generated__/WalkthroughPickerQuery.graphql';

type Props = { value: string; onChange(materialId: string): void };

export function WalkthroughPicker({ value, onChange }: Props) {
  const id = useId();
  const data = useLazyLoadQuery<WalkthroughPickerQuery>(
    graphql`
      query WalkthroughPickerQuery {
        viewer {
          company {
            materials(kind: WALKTHROUGH, first: 100) {
              edges {
                node {
                  id
                  name
                  publishedRevision
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const published = (data.viewer?.company?.materials.edges ?? []).map((e) => e.node).filter((m) => m.publishedRevision != null);
  return (
    <div className="path-design__field">
      <label htmlFor={id}>Walkthrough</label>
      {published.length === 0 ? (
        <p className="path-design__hint">No published walkthroughs yet: publish one, then choose it here.</p>
      ) : (
        <select id={id} className="path-field" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose a walkthrough</option>
          {published.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
