import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lengthCounter, lengthNotice } from './length-limit';
import { TextField } from './TextField';

describe('lengthCounter', () => {
  it('shows nothing far from the limit and n/max from 80% on', () => {
    expect(lengthCounter(159, 200)).toBeNull();
    expect(lengthCounter(160, 200)).toBe('160/200');
    expect(lengthCounter(2000, 2000)).toBe('2,000/2,000');
  });
});

describe('lengthNotice', () => {
  it('names the field and the limit', () => {
    expect(lengthNotice('Name', 200, false)).toBe('Name can be at most 200 characters.');
    expect(lengthNotice('Name', 200, true)).toBe('Name can be at most 200 characters; only the first part of what you pasted went in.');
  });
});

function Named() {
  const [value, setValue] = useState('x'.repeat(199));
  return <TextField label="Name" maxLength={200} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('TextField with maxLength', () => {
  it('shows the counter and says so when a paste goes over the limit', () => {
    render(<Named />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(screen.getByText('199/200')).toBeTruthy();
    input.setSelectionRange(199, 199);
    fireEvent.paste(input, { clipboardData: { getData: () => 'abc' } });
    expect(screen.getByText(/Name can be at most 200 characters; only the first part/)).toBeTruthy();
    expect(input.getAttribute('maxlength')).toBe('200');
  });
});
