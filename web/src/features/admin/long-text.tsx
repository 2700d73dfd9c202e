/**
 * A name that may be long (up to 100 characters) in a table cell: one line cut with an ellipsis, so
 * the column keeps its width; the whole text is its title and what screen readers read.
 */
export function LongText({ text }: { text: string }) {
  return (
    <span className="block max-w-[10rem] truncate sm:max-w-[16rem]" title={text}>
      {text}
    </span>
  );
}
