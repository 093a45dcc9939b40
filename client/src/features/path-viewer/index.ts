/** What other features may use of the path viewer: the view itself (the path editor's preview, the hub). */
export { PathView, type PathViewProps } from './PathView';
