/**
 * The demo's published path "New hire onboarding": a step of each kind of content an author
 * would use — rich text with bold and a link, a video, a multiple-choice quiz of two questions,
 * the demo walkthrough played inside the path, questions to answer, and a due date a week out —
 * so a new user sees what paths can do before building one. Checked by the path schema (seed.test).
 */
import { pathConfig } from '@learnhub/content';
import { encodeGlobalID } from '@pothos/plugin-relay';

const title = (text: string) => ({ id: 'main', type: 'large_text', content: text, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' });
const text = (t: string, marks?: unknown[]) => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const body = (id: string, ...content: unknown[]) => ({
  id,
  type: 'body',
  content: { type: 'doc', content },
  fontSize: 16,
  color: '#1B2430',
  fontFamily: 'Open Sans',
  fill: 'transparent',
});

/** The date `days` after `now`, as yyyy-mm-dd (UTC). */
const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo path's settings: the defaults with a pass mark of 50 % (one of its two graded questions). */
export function onboardingPathConfig() {
  return pathConfig().map((section) =>
    section.sectionId === 'cp' ? { ...section, values: section.values.map((v) => (v.id === 'cpPassMark' ? { ...v, value: '50' } : v)) } : section,
  );
}

export function onboardingPathSteps(walkthroughId: string, now = new Date()) {
  const walkthrough = encodeGlobalID('Material', walkthroughId);
  return [
    {
      id: 20_000_001,
      title: 'Welcome',
      description: 'Who we are and how the next days will go.',
      dueDate: dateIn(now, 2),
      buttons: { complete: true, next: true },
      layers: [
        title('Welcome'),
        body(
          'welcome-text',
          para(
            text('Welcome aboard! This path takes about '),
            text('20 minutes', [{ type: 'strong' }]),
            text('. Keep the '),
            text('team handbook', [{ type: 'link', attrs: { href: 'https://example.com/handbook' } }]),
            text(' open beside it.'),
          ),
          {
            type: 'bullet_list',
            content: [
              { type: 'list_item', content: [para(text('Watch the short video'))] },
              { type: 'list_item', content: [para(text('Answer two quick questions'))] },
            ],
          },
        ),
        { id: 'welcome-video', type: 'video', source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'A welcome from the team' },
        {
          id: 'welcome-quiz',
          type: 'multiple_choice',
          multipleChoice: [
            {
              id: 'q-hours',
              question: 'When is the team usually online?',
              points: 1,
              options: [
                { id: 'q-hours-a', value: '9:00 to 17:00', isChecked: true, explanation: 'Core hours are in the handbook.' },
                { id: 'q-hours-b', value: 'Around the clock', isChecked: false, explanation: '' },
              ],
            },
            {
              id: 'q-help',
              question: 'Where do you ask for help first?',
              points: 1,
              options: [
                { id: 'q-help-a', value: 'Your onboarding buddy', isChecked: true, explanation: '' },
                { id: 'q-help-b', value: 'Nobody: figure it out alone', isChecked: false, explanation: '' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 20_000_002,
      title: 'Our product',
      description: 'A guided tour, then one question.',
      dueDate: dateIn(now, 4),
      buttons: { complete: true, next: true },
      layers: [
        title('Our product'),
        body('product-text', para(text('Play the tour below: it walks through the dashboard you will use every day.'))),
        { id: 'product-tour', type: 'walkthrough', material_id: walkthrough, source: walkthrough },
        { id: 'product-question', type: 'short_answer', question: 'Which report will you look at first?', answer: '' },
      ],
    },
    {
      id: 20_000_003,
      title: 'Your first week',
      description: 'Plan it with your manager.',
      dueDate: dateIn(now, 7),
      buttons: { complete: true, next: false },
      layers: [
        title('Your first week'),
        { id: 'week-check', type: 'checkbox', label: 'I have met my onboarding buddy', fontSize: 16, color: '#1B2430', fontFamily: 'Open Sans' },
        { id: 'week-goals', type: 'long_answer', question: 'What do you want to have learned by Friday?', answer: '' },
        { id: 'week-review', type: 'date', question: 'When is your first review with your manager?' },
        {
          id: 'week-desk',
          type: 'file_upload',
          question: 'Upload a photo of your desk set-up (JPG, PNG, PDF, DOCX or CSV)',
          source: '',
          fileName: '',
          fileType: '',
        },
      ],
    },
  ];
}
