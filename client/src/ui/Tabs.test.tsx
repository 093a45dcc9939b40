import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  function renderTabs() {
    render(
      <Tabs
        label="Billing period"
        tabs={[
          { id: 'month', label: 'Monthly', content: 'Monthly plans' },
          { id: 'year', label: 'Yearly', content: 'Yearly plans' },
        ]}
      />,
    );
  }

  it('selects the first tab and shows its panel', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Monthly' }).textContent).toBe('Monthly plans');
  });

  it('moves selection and focus with the arrow keys', () => {
    renderTabs();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Monthly' }), { key: 'ArrowRight' });
    const yearly = screen.getByRole('tab', { name: 'Yearly' });
    expect(yearly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(yearly);
    expect(screen.getByRole('tabpanel').textContent).toBe('Yearly plans');
    fireEvent.keyDown(yearly, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
  });
});
