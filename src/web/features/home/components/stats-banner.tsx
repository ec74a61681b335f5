const stats = [
  { value: '10K+', label: 'Happy Customers' },
  { value: '1000+', label: 'Products' },
  { value: '50+', label: 'Delivery Areas' },
  { value: '99%', label: 'Satisfaction' },
];

export function StatsBanner() {
  return (
    <section aria-label="Desi Grocer in numbers" className="bg-saffron-700 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-sm font-medium text-saffron-50">{s.label}</dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
