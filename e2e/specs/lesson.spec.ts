import { expect, test } from '../fixtures.ts';
import { openTrainerDesk } from '../flows/trainerDesk.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxe } from '../support/a11y.ts';

/** Two browsers at once (a phone and the trainer's desk) on a shared machine: each screen gets longer. */
const slowExpect = expect.configure({ timeout: 15_000 });
const TIME = '\\d\\d:\\d\\d:\\d\\d';

test.describe('lessons from the console', () => {
  test("a lesson pasted in the console and started reaches the trainee's phone without a reload", async ({
    browser,
    baseURL,
    mock,
    signInAs,
    home,
  }) => {
    const [trainee] = await mock.createTrainees(1, 'Lesson');
    await signInAs(trainee!);
    await home.open();
    await expect(home.greeting(trainee!.fullName)).toBeVisible();

    const lesson = {
      name: 'Room change drill',
      steps: [
        {
          at: '+0s',
          call: 'notify',
          for: 'trainees',
          body: { title: 'Go to room 4', content: 'The exam moved to room 4.', type: 'alert' },
        },
        {
          at: '+30m',
          call: 'notify',
          for: 'trainees',
          body: { title: 'Wrap up', content: 'Finish the day.', type: 'reminder' },
        },
      ],
    };
    const { desk, close } = await openTrainerDesk(browser, baseURL, { width: 1280, height: 800 });
    await slowExpect(desk.lessonPanel).toBeVisible();
    await desk.loadPastedLesson(JSON.stringify(lesson));
    await expect(desk.lessonState).toHaveText('Room change drill: loaded, waiting for Start · 0 of 2 steps ran');
    await expect(desk.lessonNext).toHaveText('Step 1 (+0s) notify, 0 s after Start');

    await desk.lessonButton('Start').click();
    await expect(desk.lessonState).toHaveText('Room change drill: running · 1 of 2 steps ran');
    await expect(desk.lessonRan).toHaveText([new RegExp(`^Step 1 \\(\\+0s\\) notify ran at ${TIME} → 201$`)]);
    await expect(desk.lessonNext).toHaveText(new RegExp(`^Step 2 \\(\\+30m\\) notify at ${TIME} \\(in (29|30) min`));
    await expect(desk.lessonButton('Start')).toBeDisabled();

    // The phone was not reloaded: its notification poll brings the alert.
    await slowExpect(home.alertBanner('Go to room 4')).toBeVisible();

    await desk.lessonButton('Stop').click();
    await expect(desk.lessonState).toHaveText('Room change drill: stopped · 1 of 2 steps ran');
    await expect(desk.lessonNext).toHaveText('nothing: no step left');
    await close();
  });

  test('at 360 px: a shipped lesson loads, pauses and stops; a bad uploaded or pasted lesson is refused, saying why; accessible', async ({
    browser,
    baseURL,
  }) => {
    const { desk, close } = await openTrainerDesk(browser, baseURL, { width: 360, height: 740 });
    await slowExpect(desk.lessonPanel).toBeVisible();
    // The reset before each test forgot any lesson an earlier one loaded.
    await expect(desk.lessonState).toHaveText('No lesson loaded.');
    await expect(desk.lessonButton('Start')).toBeDisabled();

    await desk.shippedLesson.selectOption({
      label: 'Bad network: slow answers, dropped calls, a 500 while uploading (5 steps, +30m)',
    });
    await desk.loadLessonButton.click();
    await expect(desk.lessonState).toHaveText(
      /^Bad network: slow answers, dropped calls, a 500 while uploading: loaded, waiting for Start · 0 of 5 steps ran$/,
    );

    // An uploaded lesson with a step the trainer contract refuses: the mock's message names it; the loaded lesson stays.
    const broken = {
      name: 'Broken',
      steps: [{ at: '+0s', call: 'armScenario', for: 'trainees', body: { status: 999 } }],
    };
    await desk.uploadLesson('broken.json', JSON.stringify(broken));
    await expect(desk.lessonError).toHaveText(/^steps\[0\]\.body\.status: /);
    await expect(desk.lessonState).toHaveText(/^Bad network: .*: loaded, waiting for Start/);
    await desk.loadPastedLesson('{ "name": "Half');
    await expect(desk.lessonError).toHaveText(/^Not a lesson: the text is not JSON \(/);
    await expect(desk.lessonState).toHaveText(/^Bad network: .*: loaded, waiting for Start/);

    await desk.lessonButton('Start').click();
    await expect(desk.lessonState).toHaveText(/: running · 1 of 5 steps ran$/);
    await expect(desk.lessonError).toHaveText('');
    await desk.lessonButton('Pause').click();
    await expect(desk.lessonState).toHaveText(/: paused · 1 of 5 steps ran$/);
    await expect(desk.lessonNext).toHaveText(/^Step 2 \(\+30s\) armScenario, \d+ s after resuming$/);
    await desk.lessonButton('Stop').click();
    await expect(desk.lessonState).toHaveText(/: stopped · 1 of 5 steps ran$/);

    // No sideways scroll on a phone, the pasted JSON and the long lesson names included.
    await expectNoHorizontalScroll(desk.page);
    await expectNoSeriousAxe(desk.page);
    await close();
  });
});
