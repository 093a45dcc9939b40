import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator';

const titles = Array.from({ length: 11 }, (_, i) => `Title ${i + 1}`);

describe('StepIndicator', () => {
  it('keeps keyboard focus on a step when a scroll button reaches the end and is disabled', () => {
    render(<StepIndicator titles={titles} current={0} onGo={() => {}} />);
    const later = screen.getByRole('button', { name: 'Later steps' });
    later.focus();
    fireEvent.click(later);
    fireEvent.click(later);
    fireEvent.click(later);
    expect((later as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Step 11: Title 11' }));

    const earlier = screen.getByRole('button', { name: 'Earlier steps' });
    earlier.focus();
    for (let i = 0; i < 3; i++) fireEvent.click(earlier);
    expect((earlier as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Step 1: Title 1' }));
  });
});
