import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '../lib/validation';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    render(<TextField label="First name" name="firstName" />);
    expect(screen.getByLabelText('First name').tagName).toBe('INPUT');
  });

  it('shows "This field is required" when a required field is left empty', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: /first name/i });
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('This field is required').id);
  });

  it('treats whitespace as empty', () => {
    render(<TextField label="Company name" required />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('says nothing before the first blur', () => {
    render(<TextField label="First name" required />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the message once the value is fixed', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox');
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the custom validator message and sets it as the custom validity', () => {
    render(<TextField label="Email" validate={validateEmail} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.blur(input);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(input.validity.customError).toBe(true);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(input.validity.valid).toBe(true);
  });

  it('shows the native validity message for other constraint failures', () => {
    render(<TextField label="Code" pattern="[0-9]+" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input.validity.patternMismatch).toBe(true);
    const message = screen.getByRole('alert').textContent;
    expect(message).toBeTruthy();
    expect(message).toBe(input.validationMessage || 'This field is required');
  });

  it('prefers an error passed in (e.g. from the server)', () => {
    render(<TextField label="Email" error="has already been taken" />);
    expect(screen.getByRole('alert').textContent).toBe('has already been taken');
  });

  it('shows the hint and links it to the input', () => {
    render(<TextField label="Password" type="password" hint="Use 8 or more characters with letters, numbers & symbols." />);
    const input = screen.getByLabelText('Password');
    const hint = screen.getByText(/Use 8 or more/);
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
