/** "Label: value" pairs — an offline method's account details, what a shopper sent as proof. */
export function FactList({ rows, className = '' }: { rows: { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={`grid gap-1 ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-500 capitalize dark:text-slate-400">{row.label}:</dt>
          <dd className="font-medium break-all">
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
