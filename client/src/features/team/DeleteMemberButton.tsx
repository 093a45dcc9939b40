import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { useRemoveMemberMutation } from './mutations/useRemoveMemberMutation';

interface DeleteMemberButtonProps {
  membershipId: string;
  name: string;
  email: string;
  /** The members connection the row is removed from (@deleteEdge). */
  connectionId: string;
}

const FAILED = 'Failed to delete the member. Please try again.';

/** Delete, confirmed with "Are you sure to delete?" (No / Yes), then the server's message. */
export function DeleteMemberButton({ membershipId, name, email, connectionId }: DeleteMemberButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [commit, deleting] = useRemoveMemberMutation();
  const toast = useToast();

  function handleConfirm() {
    commit({
      variables: { input: { membershipId }, connections: [connectionId] },
      updater: (store, response) => {
        if (response?.removeMember.__typename !== 'RemoveMemberPayload') return;
        const connection = store.get(connectionId);
        const total = connection?.getValue('totalCount');
        if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
      },
      onCompleted: ({ removeMember }) => {
        setConfirming(false);
        if (removeMember.__typename === 'RemoveMemberPayload') toast.success(removeMember.message ?? 'Member deleted.');
        else toast.error(removeMember.message ?? FAILED);
      },
      onError: () => {
        setConfirming(false);
        toast.error(FAILED);
      },
    });
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="member-delete" onClick={() => setConfirming(true)}>
        Delete<span className="visually-hidden"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Are you sure to delete?"
        message={`Are you sure you want to delete this member: ${email}?`}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      />
    </>
  );
}
