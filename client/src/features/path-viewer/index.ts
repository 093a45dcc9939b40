/** What other features may use of the path viewer: the view itself (the hub) and one element as learners see it (the path editor's previews). */
export { ElementView } from './elements/ElementView';
export { dueDateLine, formatDueDate, todayIn } from './lib/due-date';
export { type Answer, type Answering, questionKey, type Verdict } from './answering';
export { PathView, type PathHubMode, type PathViewProps } from './PathView';
