import { errorClass } from "../../src/shared/error-class";

describe("errorClass", () => {
  const WidgetError = errorClass("WidgetError", (widget: string, cause?: unknown) => ({ message: `Widget ${widget} broke`, cause }));

  it("makes real Errors that instanceof, name, message, cause and stack all recognise", () => {
    const cause = new Error("low level");
    const error = new WidgetError("knob", cause);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("WidgetError");
    expect(error.message).toBe("Widget knob broke");
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe("WidgetError: Widget knob broke");
    expect(error.stack).toContain("Widget knob broke");
    expect(() => {
      throw new WidgetError("x");
    }).toThrow(WidgetError);
  });

  it("keeps classes apart and leaves no cause when none is given", () => {
    const OtherError = errorClass("OtherError", () => ({ message: "other" }));
    expect(new OtherError()).not.toBeInstanceOf(WidgetError);
    expect("cause" in new WidgetError("y")).toBe(false);
  });
});
