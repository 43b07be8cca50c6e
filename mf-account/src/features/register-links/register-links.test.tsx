import { screen } from '@testing-library/react';
import { expectLocation, renderWithProviders, storeSession } from '../../test/render-with-providers';

/** A link in content mf_account does not render (an article body, another remote, the operator's HTML). */
function addLinkToPage(href: string, text: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = text;
  document.body.append(link);
  return link;
}

let added: HTMLElement[] = [];
afterEach(() => {
  for (const element of added) element.remove();
  added = [];
});

test('[ACC-19] a click on a link starting with #register anywhere on the page opens the register dialog', async () => {
  const { user } = await renderWithProviders({ route: '/article/12-derby-report' });
  const link = addLinkToPage('#register-for-the-pool', 'Join the prediction game');
  added.push(link);
  await user.click(link);

  expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  await expectLocation('/article/12-derby-report');
  expect(window.location.hash).toBe('');
});

test('[ACC-19] other links are left alone', async () => {
  const { user } = await renderWithProviders({ route: '/article/12-derby-report' });
  const link = addLinkToPage('#comments', 'Comments');
  added.push(link);
  await user.click(link);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-19] a page opened with #register opens the register dialog for a guest', async () => {
  await renderWithProviders({ route: '/article/12-derby-report#register' });
  expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
});

test('[ACC-19] a page opened with #register does nothing for a logged-in user', async () => {
  storeSession();
  await renderWithProviders({ route: '/article/12-derby-report#register' });
  expect(await screen.findByRole('button', { name: 'fan123' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
