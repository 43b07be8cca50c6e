import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';

test('[PLT-14] the label names the control, and a field without notes is valid and undescribed', () => {
  render(<TextField label="E-mail" name="email" type="email" />);
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  expect(input).toHaveAttribute('name', 'email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('[PLT-14] an error marks the control invalid and is its accessible description', () => {
  render(<TextAreaField label="Message" name="message" error="The message field is required." />);
  const textarea = screen.getByRole('textbox', { name: 'Message' });
  expect(textarea).toHaveAttribute('aria-invalid', 'true');
  expect(textarea).toHaveAccessibleDescription('The message field is required.');
});

test('[PLT-14] the hint comes before the error in the description', () => {
  render(
    <TextField label="E-mail" name="email" hint="We send a link to the new address." error="This address is taken." />,
  );
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  expect(input).toHaveAccessibleDescription('We send a link to the new address. This address is taken.');
});

test('[PLT-14] a hint alone describes the control without marking it invalid', () => {
  render(<TextField label="E-mail" name="email" hint="We send a link to the new address." />);
  const input = screen.getByRole('textbox', { name: 'E-mail' });
  expect(input).toHaveAccessibleDescription('We send a link to the new address.');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('[PLT-14] a select starts with the empty option, then the given ones', async () => {
  render(
    <SelectField
      label="Favourite player"
      name="player"
      emptyLabel="Not chosen"
      options={[
        { value: 'nine', label: 'The number nine' },
        { value: 'keeper', label: 'The keeper' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Favourite player' });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Not chosen',
    'The number nine',
    'The keeper',
  ]);
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'The keeper');
  expect(select).toHaveValue('keeper');
});

test('[PLT-14] clicking the label beside a checkbox toggles it', async () => {
  render(<CheckField label="Night mode" name="night_mode" error="Night mode could not be saved." />);
  const checkbox = screen.getByRole('checkbox', { name: 'Night mode' });
  expect(checkbox).not.toBeChecked();
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox).toHaveAccessibleDescription('Night mode could not be saved.');
  await userEvent.click(screen.getByText('Night mode'));
  expect(checkbox).toBeChecked();
});

test('[PLT-14] a ref reaches the input itself, so a form can reset a file input', () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextField ref={ref} label="Choose a new picture" name="image" type="file" />);
  expect(ref.current).toBe(screen.getByLabelText('Choose a new picture'));
  expect(ref.current).toHaveAttribute('type', 'file');
});
