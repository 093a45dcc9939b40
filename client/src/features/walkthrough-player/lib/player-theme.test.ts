import { describe, expect, it } from 'vitest';
import { PLAYER_DEFAULTS, playerTheme } from './player-theme';

const section = (values: Record<string, string>) => [
  { sectionId: 's', sectionTitle: 'S', values: Object.entries(values).map(([id, value]) => ({ id, title: id, value, type: 'text' as const })) },
];

describe('playerTheme', () => {
  it('uses the walkthrough defaults for an empty config', () => {
    const theme = playerTheme([]) as Record<string, string>;
    expect(theme['--player-tn-bg']).toBe(PLAYER_DEFAULTS.tnBGColor);
    expect(theme['--player-headline-size']).toBe('14px');
    expect(theme['--player-description-font']).toBe('"Open Sans", var(--font-sans)');
  });

  it('takes configured colours, fonts and sizes by id', () => {
    const theme = playerTheme(
      section({ tnBGColor: '#0B2545', mcaHeadlineSize: '22px', mcaDescriptionFont: 'Georgia', eaTextColor: 'rgb(10, 20, 30)' }),
    ) as Record<string, string>;
    expect(theme).toMatchObject({
      '--player-tn-bg': '#0B2545',
      '--player-headline-size': '22px',
      '--player-description-font': '"Georgia", var(--font-sans)',
      '--player-ea-text': 'rgb(10, 20, 30)',
    });
  });

  it('falls back for values that are not what their kind needs', () => {
    const theme = playerTheme(section({ tnBGColor: 'red; background: url(x)', mcaHeadlineSize: '900px', mcaHeadlineFont: '"};body{' })) as Record<
      string,
      string
    >;
    expect(theme['--player-tn-bg']).toBe('#FFFFFF');
    expect(theme['--player-headline-size']).toBe('14px');
    expect(theme['--player-headline-font']).toBe('"Open Sans", var(--font-sans)');
  });

  it('labels the embed buttons with a readable text colour on the icon colour', () => {
    expect((playerTheme([]) as Record<string, string>)['--player-ea-accent-text']).toBe('#000000');
    expect((playerTheme(section({ eaIconColor: '#0B2545' })) as Record<string, string>)['--player-ea-accent-text']).toBe('#FFFFFF');
  });
});
