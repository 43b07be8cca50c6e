import { screen } from '@testing-library/react';
import { renderWithTribune } from '../testing/render-with-tribune';
import { testApiOrigin } from '../testing/test-bootstrap';
import { crestUrl, TeamCrest } from './team-crest';

test('[MC-03] [FP-01] a crest path from the API is loaded from the API’s origin; an absolute URL as it is', () => {
  expect(crestUrl('/assets/clubs/psv.svg', 'https://api.tribune.test/')).toBe(
    'https://api.tribune.test/assets/clubs/psv.svg',
  );
  expect(crestUrl('assets/clubs/psv.svg', '')).toBe('/assets/clubs/psv.svg');
  expect(crestUrl('https://cdn.example/ajax.png', 'https://api.tribune.test')).toBe('https://cdn.example/ajax.png');
  expect(crestUrl('//cdn.example/ajax.png', 'https://api.tribune.test')).toBe('//cdn.example/ajax.png');
});

test('[MC-03] [FP-01] a crest is a decorative image of the given size (the club’s name is written beside it)', async () => {
  await renderWithTribune(
    <p>
      <TeamCrest name="Ajax" logo="/assets/clubs/ajax.svg" size={28} /> Ajax
    </p>,
  );
  const crest = screen.getByRole('presentation');
  expect(crest).toHaveAttribute('src', `${testApiOrigin}/assets/clubs/ajax.svg`);
  expect(crest).toHaveAttribute('width', '28');
  expect(crest).toHaveClass('team-crest');
});

test('[MC-03] [FP-01] a club without a crest shows its initial, hidden from screen readers', async () => {
  const { container } = await renderWithTribune(
    <p>
      <TeamCrest name="feyenoord" logo={null} /> Feyenoord
    </p>,
  );
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  const initial = container.querySelector('.team-crest--initial');
  expect(initial).toHaveTextContent('F');
  expect(initial).toHaveAttribute('aria-hidden', 'true');
});
