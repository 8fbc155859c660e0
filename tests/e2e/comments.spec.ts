import { expect, test, waitingForApp, expectSignedIn, uniqueGmail, type Browser, type Page } from './support';

/** A new Google user through the local account chooser, in a fresh browser context. */
async function newGoogleUser(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('textbox', { name: 'Email' }).fill(uniqueGmail());
  await chooser.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooser.getByRole('button', { name: 'Use this account' }).click();
  await expectSignedIn(page);
  return page;
}

const section = (page: Page) => page.getByRole('region', { name: 'Community Comments' });
const commentBy = (page: Page, name: string, text: string) =>
  section(page)
    .getByRole('article', { name: `Comment by ${name}` })
    .filter({ hasText: text });

test('two users comment, reply, like and delete live; visitors cannot post', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const nameA = `Ada ${stamp}`;
  const nameB = `Bob ${stamp}`;
  const text = `Hello from Ada ${stamp}`;
  const replyText = `Welcome, says Bob ${stamp}`;

  const a = await newGoogleUser(browser, nameA);
  const b = await newGoogleUser(browser, nameB);
  await a.goto('/');
  await b.goto('/');
  // The comments are read as the section nears the view: both scroll down to it.
  await section(a).scrollIntoViewIfNeeded();
  await section(b).scrollIntoViewIfNeeded();
  await expect(section(b).getByRole('textbox', { name: 'Write a comment' })).toBeEnabled();

  // A posts; B sees it without reloading.
  await section(a).getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await section(a).getByRole('button', { name: 'Post Comment' }).click();
  const onB = commentBy(b, nameA, text).first();
  await expect(onB).toBeVisible();
  // Delete belongs to the author only: B gets none on A's comment.
  await expect(onB.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // B replies and likes A's comment; A sees both live.
  await onB.getByRole('button', { name: 'Reply' }).first().click();
  await section(b)
    .getByRole('textbox', { name: `Reply to ${nameA}` })
    .fill(replyText);
  await section(b).getByRole('button', { name: 'Post Reply' }).click();
  await expect(section(b).getByRole('textbox', { name: `Reply to ${nameA}` })).toHaveCount(0);
  const likeOnB = onB.getByRole('button', { name: /^Like/ }).first();
  await likeOnB.click();
  await expect(likeOnB).toHaveAttribute('aria-pressed', 'true');

  const onA = commentBy(a, nameA, text).first();
  await expect(onA.getByRole('button', { name: /^Like/ }).first()).toContainText('1');
  const replyOnA = commentBy(a, nameB, replyText);
  await expect(replyOnA).toBeVisible();

  // A gets no Delete on B's reply; inside A's comment, B's only Delete is on B's own reply.
  await expect(replyOnA.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(commentBy(b, nameB, replyText).getByRole('button', { name: 'Delete' })).toHaveCount(1);
  await expect(onB.getByRole('button', { name: 'Delete' })).toHaveCount(1);
  const ownDelete = onA.getByRole('button', { name: 'Delete' }).first();
  await ownDelete.click();
  await onA.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(commentBy(a, nameA, text)).toHaveCount(0);
  await expect(commentBy(b, nameA, text)).toHaveCount(0);

  // A visitor reads but cannot post.
  const visitor = waitingForApp(await (await browser.newContext()).newPage());
  await visitor.goto('/');
  const box = section(visitor).getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeDisabled();
  await expect(box).toHaveAttribute('placeholder', 'Please log in to join the conversation');
});
