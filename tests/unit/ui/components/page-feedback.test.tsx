import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { PageFeedback } from "../../../../src/ui/components/docs/PageFeedback";
import { feedbackIssueUrl } from "../../../../src/ui/behaviours/feedback-issue";

const PAGE = { title: "atom", url: "https://rkrupinski.github.io/stan/docs/api/atom" };
const feedbackEvents = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "page_feedback");

beforeEach(() => {
  window.dataLayer = [];
  document.title = "atom | Stan";
  window.history.replaceState(null, "", "/stan/docs/api/atom");
});

describe('"Was this page helpful?"', () => {
  it("opens a new issue on the library's repository with the page's title and address filled in", () => {
    const url = new URL(feedbackIssueUrl(PAGE));
    expect(url.origin + url.pathname).toBe("https://github.com/rkrupinski/stan/issues/new");
    expect(url.searchParams.get("title")).toBe('Docs: "atom" page');
    expect(url.searchParams.get("body")).toContain("Page: [atom](https://rkrupinski.github.io/stan/docs/api/atom)");
  });

  it("is in the page's HTML: the question, both answers, an empty status for the thanks and the issue link for readers without JavaScript", () => {
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder: require("util").TextEncoder });
    const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");
    const html = renderToStaticMarkup(<PageFeedback {...PAGE} />);
    document.body.innerHTML = html;
    const group = screen.getByRole("group", { name: "Was this page helpful?" });
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual(["Yes", "No"]);
    expect(within(group).getByRole("status")).toBeEmptyDOMElement();
    expect(within(group).getByRole("link", { name: "Open an issue on GitHub (opens in a new tab)" })).toHaveAttribute("href", feedbackIssueUrl(PAGE));
    document.body.innerHTML = "";
  });

  it("Yes: one page_feedback event with the page, a polite thanks, and no second answer", () => {
    render(<PageFeedback {...PAGE} />);
    const yes = screen.getByRole("button", { name: "Yes" });
    expect(yes).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(yes);
    expect(feedbackEvents()).toEqual([{ event: "page_feedback", helpful: "yes", page_path: "/stan/docs/api/atom", page_location: window.location.href, page_title: "atom | Stan" }]);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for letting us know.");
    expect(yes).toHaveAttribute("aria-pressed", "true");
    // Answered: both stay focusable (aria-disabled), and neither sends again.
    expect(yes).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    fireEvent.click(yes);
    expect(feedbackEvents()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "false");
  });

  it("No: one event, then the thanks offers the issue link, the next stop after the button", () => {
    render(<PageFeedback {...PAGE} />);
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(feedbackEvents()).toMatchObject([{ event: "page_feedback", helpful: "no", page_path: "/stan/docs/api/atom" }]);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Thank you. What was missing or unclear? Open an issue on GitHub (opens in a new tab)");
    const link = within(status).getByRole("link", { name: "Open an issue on GitHub (opens in a new tab)" });
    expect(link).toHaveAttribute("href", feedbackIssueUrl(PAGE));
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // In document order the link follows the answers, so Tab goes from "No" to it.
    const focusable = [...document.querySelectorAll("button, a[href]")];
    expect(focusable.indexOf(link)).toBe(focusable.indexOf(screen.getByRole("button", { name: "No" })) + 1);
  });
});
