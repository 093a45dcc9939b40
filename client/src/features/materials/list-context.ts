/** What every card and row of one list needs to change it: the company, its connection and the right to write. */
export interface MaterialsListContext {
  companyId: string;
  /** The Relay connection the list shows (@deleteEdge / @prependNode target). */
  connectionId: string;
  canWrite: boolean;
}
