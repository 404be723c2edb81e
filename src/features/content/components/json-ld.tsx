/** JSON-LD for pages whose title and description come from the route table. */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  const blocks = Array.isArray(data) ? data : [data];
  return (
    <>
      {blocks.map((block, i) => (
        // '<' is escaped so a value can never close the script element.
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
