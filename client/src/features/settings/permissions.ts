/**
 * Who may change company, workspace, brand and domain settings comes from the server
 * (viewer.can.updateCompany, from server/src/auth/permissions.ts); this note is what the others see.
 */
export const READ_ONLY_NOTE = 'Only Owners and Team Admins can change these settings.';
