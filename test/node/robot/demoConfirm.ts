// A question the demo robot asks "Did you mean: How do I reset my password?" about (one close
// document, not sure enough to answer it): the tests of the confirm's buttons and typed replies
// ask it. robot.test.ts checks that it still is one; where a change to the robot answers it
// outright, pick another the demo robot confirms (robot.ask(question).confirm).
export const DEMO_CONFIRM_QUESTION = 'question about credentials';
