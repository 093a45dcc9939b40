import { expect, it } from 'vitest';
import { shareUrl } from './share-url';

it('builds the share address on the origin', () => expect(shareUrl('http://x.test/', '/demo/walkthroughs/a')).toBe('http://x.test/demo/walkthroughs/a'));
