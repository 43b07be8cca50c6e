/**
 * The spec's manager flag (ACC-12): a role that is set and is neither guest-author nor junior-editor
 * makes a manager; otherwise the flag equals isAdmin.
 */
export function isManager(role: string | null, isAdmin: boolean): boolean {
  if (role !== null && role !== '' && role !== 'guest-author' && role !== 'junior-editor') return true;
  return isAdmin;
}
