/**
 * The page for a host no tenant claims. It names no tenant (so it reveals nothing about who is served
 * here) and speaks both interface languages, because without a tenant there is no language to choose.
 */
export const unknownHostPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site not found · Site niet gevonden</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#f6f6f6}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem}
</style>
</head>
<body>
<main>
<h1>Site not found</h1>
<p>There is no site at this address. Check the address and try again.</p>
<h1 lang="nl">Site niet gevonden</h1>
<p lang="nl">Op dit adres staat geen site. Controleer het adres en probeer het opnieuw.</p>
</main>
</body>
</html>
`;
