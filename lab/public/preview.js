// A stand-in for a front end's preview route: reads the entry from the lab's REST API.
const params = new URLSearchParams(location.search);
const type = params.get('type') === 'article' ? 'articles' : 'restaurants';
const status = params.get('status') === 'published' ? 'published' : 'draft';
document.getElementById('status').textContent = status === 'draft' ? 'Draft' : 'Published';
fetch(`/api/${type}/${params.get('documentId')}?status=${status}&locale=${params.get('locale') || 'en'}`, {
  headers: { Authorization: 'Bearer lab-read-only-5b2e8d1a7c4f0e9b3d6a2c8f1e7b4d0a' },
})
  .then((response) => response.json())
  .then(({ data }) => {
    document.getElementById('title').textContent = data?.name ?? data?.title ?? 'Not found';
    document.getElementById('description').textContent = data?.description ?? data?.excerpt ?? '';
  });
