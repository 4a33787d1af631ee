interface SubTabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: K; title: string }>;
  active: K;
  onChange: (key: K) => void;
}

/** Capsule-shaped tabs for a screen's second level (US Stock: Popular Stocks, IPO, Block Trading). */
export function SubTabs<K extends string>({ label, tabs, active, onChange }: SubTabsProps<K>) {
  return (
    <div className="sub-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          className="sub-tab"
          aria-selected={tab.key === active}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
