import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useToast } from '../../ui';
import { useUpdateMemberRoleMutation } from './mutations/useUpdateMemberRoleMutation';
import { ROLE_OPTIONS, type RoleValue, roleLabel } from '../../lib/roles';

interface MemberRoleCellProps {
  membershipId: string;
  role: string;
  name: string;
  /** The membership's viewerCanManage: whether the viewer may change this role (the server's rule). */
  canManage: boolean;
  /** viewer.can.assignRoles: the roles the viewer may give. */
  assignRoles: readonly string[];
}

const FAILED = 'Failed to change the role. Please try again.';

/**
 * The role, as a button that turns into an inline picker (spec §2, §4). Choosing a role shows it
 * at once (optimistic) and asks the server; success closes the picker, a refusal puts the old
 * role back and says why.
 */
export function MemberRoleCell({ membershipId, role, name, canManage, assignRoles }: MemberRoleCellProps) {
  const [editing, setEditing] = useState(false);
  const [commit, saving] = useUpdateMemberRoleMutation();
  const toast = useToast();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) selectRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  if (!canManage) return <span className="member-role">{roleLabel(role)}</span>;

  function close() {
    returnFocus.current = true;
    setEditing(false);
  }

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as RoleValue;
    if (next === role) return;
    commit({
      variables: { input: { membershipId, role: next } },
      optimisticResponse: {
        // Still the viewer's to manage: they may manage this member and only give roles they may assign.
        updateMemberRole: { __typename: 'UpdateMemberRolePayload', membership: { id: membershipId, role: next, viewerCanManage: true } },
      },
      onCompleted: ({ updateMemberRole }) => {
        if (updateMemberRole.__typename === 'UpdateMemberRolePayload') close();
        else toast.error(updateMemberRole.message ?? FAILED);
      },
      onError: () => {
        toast.error(FAILED);
      },
    });
  }

  if (!editing) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="member-role member-role--button"
        aria-label={`${roleLabel(role)}, change role of ${name}`}
        onClick={() => setEditing(true)}
      >
        {roleLabel(role)}
      </button>
    );
  }

  return (
    <>
      <label htmlFor={`role-${membershipId}`} className="visually-hidden">
        Role of {name}
      </label>
      <select
        id={`role-${membershipId}`}
        ref={selectRef}
        className="ui-input ui-select member-role__select"
        value={role}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={handleChange}
        onBlur={() => !saving && setEditing(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} disabled={!assignRoles.includes(option.value) && option.value !== role}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
