import { graphql, useFragment } from 'react-relay';
import type { LtiPlatformRow_platform$key } from '../../__generated__/LtiPlatformRow_platform.graphql';
import { Button } from '../../ui';

/** One registered platform: what it is, how it was registered, and Remove. */
export function LtiPlatformRow({ platform, onRemove }: { platform: LtiPlatformRow_platform$key; onRemove: (id: string, name: string) => void }) {
  const p = useFragment(
    graphql`
      fragment LtiPlatformRow_platform on LtiPlatform {
        id
        name
        issuer
        clientId
        deploymentIds
        registeredBy
      }
    `,
    platform,
  );
  return (
    <tr>
      <th scope="row">{p.name}</th>
      <td className="lti__mono" data-label="Issuer">
        {p.issuer}
      </td>
      <td className="lti__mono" data-label="Client ID">
        {p.clientId}
      </td>
      <td className="lti__mono" data-label="Deployment IDs">
        {p.deploymentIds.join(', ')}
      </td>
      <td data-label="Registered">{p.registeredBy === 'dynamic' ? 'Dynamic registration' : 'By hand'}</td>
      <td className="lti__actions">
        <Button variant="secondary" size="sm" onClick={() => onRemove(p.id, p.name)}>
          Remove<span className="visually-hidden"> {p.name}</span>
        </Button>
      </td>
    </tr>
  );
}
