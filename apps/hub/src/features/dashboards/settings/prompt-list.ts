/**
 * Golden prompts as the dialog edits them (dashboards.md §2, §5): a prompt is trimmed, empty
 * text is ignored, and the same prompt is not listed twice.
 */
export function addPrompt(prompts: readonly string[], text: string): string[] {
  const prompt = text.trim();
  if (!prompt || prompts.includes(prompt)) return [...prompts];
  return [...prompts, prompt];
}

export function removePrompt(prompts: readonly string[], index: number): string[] {
  return prompts.filter((_, i) => i !== index);
}

/** Whether the edited list differs from the saved one. */
export function promptsChanged(saved: readonly string[], edited: readonly string[]): boolean {
  return saved.length !== edited.length || saved.some((prompt, i) => prompt !== edited[i]);
}
