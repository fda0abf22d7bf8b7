/** The browser bundle's stand-in for accessible-nprogress (src/gatsby/browser/nprogress-on-demand.ts). */
const real = { configure: jest.fn(), start: jest.fn(), done: jest.fn() };
jest.mock("accessible-nprogress/dist/accessible-nprogress.js", () => ({ __esModule: true, default: real }), { virtual: false });

type StandIn = typeof import("../../../../src/gatsby/browser/nprogress-on-demand").default;
let standIn: StandIn;

beforeEach(() => {
  Object.values(real).forEach((mock) => mock.mockClear());
  jest.isolateModules(() => {
    standIn = require("../../../../src/gatsby/browser/nprogress-on-demand").default;
  });
});

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

it("keeps settings without loading the bar, and hands them over when the bar first starts", async () => {
  standIn.configure({ minimum: 0.08 }).configure({ showSpinner: false });
  standIn.done();
  await settle();
  expect(real.configure).not.toHaveBeenCalled();
  standIn.start();
  await settle();
  expect(real.configure).toHaveBeenCalledWith({ minimum: 0.08, showSpinner: false });
  expect(real.start).toHaveBeenCalledTimes(1);
  standIn.done();
  expect(real.done).toHaveBeenCalledTimes(1);
});

it("a navigation that finishes while the bar is still loading never shows it", async () => {
  standIn.start();
  standIn.done();
  await settle();
  expect(real.start).not.toHaveBeenCalled();
  standIn.start();
  expect(real.start).toHaveBeenCalledTimes(1); // loaded now: at once
});
