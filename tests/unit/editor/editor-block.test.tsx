import React, { type MutableRefObject } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CodeBlock } from "../../../src/ui/components/mdx/CodeBlock";
import type { EditableSource } from "../../../src/shared/sample-editor";

/**
 * A sample's block and its editor as the page's first load has them (src/ui/components/mdx/CodeBlock.tsx,
 * src/editor/useSampleEdit.ts, EditButton.tsx): Edit in the header, the editor in place of the code
 * once the compiler has answered (made before, out of sight), Close, Copy of the edited code, and what a
 * failed load leaves. The editor itself (CodeMirror, the worker) is replaced here: tests/e2e/code/editor.spec.ts
 * runs the real one.
 */
const editorFor = jest.fn();
const request = jest.fn();
const compilerClient = jest.fn(() => ({ name: "the page's worker", request }));
jest.mock("../../../src/editor/SampleEditor", () => ({ editorFor: (...args: unknown[]) => editorFor(...args) }));
jest.mock("../../../src/editor/compiler/compiler-client", () => ({ compilerClient: () => compilerClient() }));

const SOURCE: EditableSource = { language: "ts", hidden: "", code: "const a = 1;" };
const HTML = '<span class="k">const</span> <span class="tw" tabindex="0">a</span> = 1;';
/** The block's code data (src/shared/code-data.ts), as the page's file gives it. */
const DATA = { types: () => Promise.resolve(["const a: 1"]), source: () => Promise.resolve(SOURCE) };

/** What editorFor makes: an editor that shows its label and the code it opens with, out of sight until the compiler's first answer. */
function fakeEditor(code: MutableRefObject<string | undefined>) {
  return function FakeEditor({ label, initial }: { label: string; initial: unknown }) {
    return <textarea aria-label={label} defaultValue={code.current ?? SOURCE.code} hidden={!initial} />;
  };
}
const ANALYSIS = { diagnostics: [], queries: [] };

const pending = () => {
  let settle!: { resolve(value: unknown): void; reject(error: Error): void };
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
};

const header = (container: HTMLElement) => [...(container.querySelector(".code-block__header")?.children ?? [])].map((child) => child.getAttribute("aria-label") ?? child.textContent);

beforeEach(() => {
  editorFor.mockReset().mockImplementation((_source, code: MutableRefObject<string | undefined>) => fakeEditor(code));
  request.mockReset().mockResolvedValue(ANALYSIS);
  compilerClient.mockClear();
});

describe("a sample's block", () => {
  it("has Edit between its language and Copy, both words of Edit and Close in one cell; other blocks have none", () => {
    const { container, unmount } = render(<CodeBlock language="ts" html={HTML} data={DATA} />);
    expect(header(container)).toEqual(["TS", "Edit this sample, with the TypeScript compiler", "Copy code to clipboard"]);
    const edit = screen.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" });
    expect([...edit.querySelectorAll("span")].map((span) => span.textContent)).toEqual(["Edit", "Close"]);
    expect(edit).toHaveAttribute("data-phase", "static");
    unmount();
    const bash = render(<CodeBlock language="bash" html="npm install" />);
    expect(header(bash.container)).toEqual(["Bash", "Copy code to clipboard"]);
  });

  it("Edit loads the editor and starts the worker; once it answers, the editor stands in for the code, which stays hidden; Copy copies the edit; Close brings the code back, and the edit is kept", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = render(<CodeBlock language="ts" title="store.ts" html={HTML} data={DATA} />);
    const pre = container.querySelector("pre") as HTMLPreElement;
    const button = screen.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" });
    // Found once: after a copy it says "Copied to clipboard" for two seconds.
    const copyButton = screen.getByRole("button", { name: "Copy code to clipboard" });
    const answer = pending();
    request.mockReturnValue(answer.promise);

    await act(async () => fireEvent.click(button));
    expect(button).toHaveAccessibleName("Loading the editor");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(pre).toBeVisible();
    // The sample's source came with the page's code data, beside the editor's code.
    // Pressed again while loading: nothing more is asked.
    await act(async () => fireEvent.click(button));
    expect(editorFor).toHaveBeenCalledTimes(1);
    const [source, code, client] = editorFor.mock.calls[0] as [EditableSource, MutableRefObject<string | undefined>, unknown];
    expect(source).toBe(SOURCE);
    expect(client).toMatchObject({ name: "the page's worker" });
    // The worker's first question, the sample as it opens: asked at once, not after the editor's code.
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("analyse", SOURCE, SOURCE.code);
    // The editor is made meanwhile, out of sight; the code stays.
    expect(container.querySelector("textarea")).not.toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(pre).toBeVisible();

    await act(async () => answer.resolve(ANALYSIS));
    expect(screen.getByRole("textbox")).toHaveAccessibleName("store.ts, TS code, editable");
    expect(pre).not.toBeVisible();
    expect(button).toHaveAccessibleName("Close the editor");
    expect(button).toHaveAttribute("data-phase", "editing");

    // The editor keeps the reader's code in `code`: Copy copies it.
    code.current = "const a = 2;";
    await act(async () => fireEvent.click(copyButton));
    expect(writeText).toHaveBeenLastCalledWith("const a = 2;");

    // Close: the same button, Edit again; the code as the page had it, with its one Tab stop.
    await act(async () => fireEvent.click(button));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(pre).toBeVisible();
    expect(pre.querySelector('[tabindex="0"]')).toHaveTextContent("a");
    expect(button).toHaveAccessibleName("Edit this sample, with the TypeScript compiler");
    await act(async () => fireEvent.click(copyButton));
    expect(writeText).toHaveBeenLastCalledWith("const a = 1;");

    // Opened again, the editor gets the code as the reader left it, and so does the compiler.
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("textbox")).toHaveValue("const a = 2;");
    expect(request).toHaveBeenLastCalledWith("analyse", SOURCE, "const a = 2;");
  });

  it("a failed load says why above the code, which stays; Edit tries again", async () => {
    const { container } = render(<CodeBlock language="ts" html={HTML} data={DATA} />);
    const chunk = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    editorFor.mockImplementationOnce(() => {
      throw chunk;
    });
    request.mockResolvedValueOnce(ANALYSIS).mockRejectedValueOnce(new Error("TypeScript could not be loaded"));
    const edit = screen.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" });

    await act(async () => fireEvent.click(edit));
    expect(screen.getByRole("alert")).toHaveTextContent("The editor could not start: its code did not download. The sample is unchanged; press Edit to try again.");
    expect(screen.getByRole("alert").nextElementSibling).toBe(container.querySelector("pre"));
    expect(container.querySelector("pre")).toBeVisible();
    expect(edit).toHaveAccessibleName("Edit this sample, with the TypeScript compiler");

    await act(async () => fireEvent.click(edit));
    expect(screen.getByRole("alert")).toHaveTextContent("The editor could not start: TypeScript could not be loaded.");
    expect(editorFor).toHaveBeenCalledTimes(2);
    // The editor made while it waited is gone with the failure.
    expect(container.querySelector("textarea")).toBeNull();
  });

  it("a page's code data that does not download (the sample's source) fails the same way, and Edit tries again", async () => {
    const source = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(SOURCE);
    render(<CodeBlock language="ts" html={HTML} data={{ ...DATA, source }} />);
    const edit = screen.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" });
    await act(async () => fireEvent.click(edit));
    expect(screen.getByRole("alert")).toHaveTextContent("The editor could not start: its code did not download.");
    expect(request).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(edit));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(request).toHaveBeenCalledWith("analyse", SOURCE, SOURCE.code);
    expect(screen.getByRole("textbox")).toBeTruthy();
  });
});
