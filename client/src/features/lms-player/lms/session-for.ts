import type { LmsExportFormat } from '@learnhub/content';
import { cmi5Session } from './cmi5';
import { scorm12Session } from './scorm12';
import { scorm2004Session } from './scorm2004';
import type { LmsSession } from './session';

export function sessionFor(format: LmsExportFormat): LmsSession {
  return format === 'scorm12' ? scorm12Session() : format === 'scorm2004' ? scorm2004Session() : cmi5Session();
}
