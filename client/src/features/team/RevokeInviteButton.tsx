import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { useRevokeInviteMutation } from './mutations/useRevokeInviteMutation';

interface RevokeInviteButtonProps {
  inviteId: string;
  email: string;
  /** The invites connection the row is removed from (@deleteEdge). */
  connectionId: string;
  /** Called after the server revoked it (the row, and this button, are gone by then). */
  onRevoked?: () => void;
}

const REVOKED = 'Invitation revoked.';
const FAILED = 'Failed to revoke the invitation. Please try again.';

/** "Revoke", confirmed with No / Yes; the invitation's link stops working on the server. */
export function RevokeInviteButton({ inviteId, email, connectionId, onRevoked }: RevokeInviteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [commit, revoking] = useRevokeInviteMutation();
  const toast = useToast();

  function handleConfirm() {
    commit({
      variables: { input: { inviteId }, connections: [connectionId] },
      updater: (store, response) => {
        if (response?.revokeInvite.__typename !== 'RevokeInvitePayload') return;
        const connection = store.get(connectionId);
        const total = connection?.getValue('totalCount');
        if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
      },
      onCompleted: ({ revokeInvite }) => {
        setConfirming(false);
        if (revokeInvite.__typename === 'RevokeInvitePayload') {
          toast.success(revokeInvite.message ?? REVOKED);
          onRevoked?.();
        } else {
          toast.error(revokeInvite.message ?? FAILED);
        }
      },
      onError: () => {
        setConfirming(false);
        toast.error(FAILED);
      },
    });
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="pending-invite__revoke" onClick={() => setConfirming(true)}>
        Revoke<span className="visually-hidden"> the invitation to {email}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revoke invitation"
        message={`Are you sure you want to revoke the invitation to ${email}?`}
        busy={revoking}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      />
    </>
  );
}
