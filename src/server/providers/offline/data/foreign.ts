/**
 * Reading an opening line written in French, Spanish or German (foreign.ts): "@language" records
 * of the words that carry no subject ("drop"), the modal verbs that make a proposal ("should":
 * "faut-il" also names its subject, "we"), the forms of "to be", then a few common verbs,
 * adjectives and nouns with their English ("english: forms"). Anything else is the subject's own
 * word, kept as given.
 */
export const FOREIGN_DATA = String.raw`
@French
drop: le, la, les, l, un, une, des, du, de, d, au, aux, et, ou, ce, cette, ces, il, elle, ils, elles, on, que, qui, en, dans, sur, est-ce, nos, notre, leur, leurs, se, s
should: devrait, devraient, doit, doivent, faudrait, faut
we: faut-il, faudrait-il, devons-nous, devrions-nous
be: être, est, sont
for: pour
ban: interdire, interdit, interdite, interdits, interdites
abolish: abolir, aboli, abolie, abolis, supprimer, supprimé, supprimée, supprimés
allow: autoriser, autorisé, autorisée, autorisés, permettre, permis
legalise: légaliser, légalisé, légalisée, légalisés
tax: taxer, taxé, taxée, taxés
raise: augmenter, augmenté, relever
lower: baisser, abaisser, réduire, réduit, réduite
build: construire, construit
close: fermer, fermé, fermée, fermés
replace: remplacer, remplacé
bring back: rétablir, rétabli, rétablie
free: gratuit, gratuite, gratuits, gratuites
compulsory: obligatoire, obligatoires
electric: électrique, électriques
public: public, publique, publics, publiques
cities: villes
schools: écoles
universities: universités
children: enfants
the government: gouvernement, l'état
cars: voitures
nuclear: nucléaire
energy: énergie
work: travail
taxes: impôts
Germany: allemagne
Spain: espagne

@Spanish
drop: el, la, los, las, un, una, unos, unas, del, de, al, y, o, que, en, su, sus, nuestro, nuestra, se, lo, ¿, ¡
should: debe, deben, debería, deberían, deberíamos, hay que
be: ser, estar, es, son
for: para, por
ban: prohibir, prohibirse, prohibido, prohibida, prohibidos, prohibidas, prohíbe
abolish: abolir, abolirse, abolido, abolida, suprimir, suprimirse, eliminar, eliminarse
allow: permitir, permitirse, permitido, permitida
legalise: legalizar, legalizarse, legalizado, legalizada
tax: gravar, gravarse, gravado
raise: subir, aumentar, aumentado
lower: bajar, reducir, reducirse, reducido
build: construir, construirse, construido
close: cerrar, cerrarse, cerrado, cerrada
replace: reemplazar, sustituir
bring back: recuperar, restablecer
free: gratis, gratuito, gratuita, gratuitos, gratuitas
compulsory: obligatorio, obligatoria, obligatorios, obligatorias
electric: eléctrico, eléctrica, eléctricos, eléctricas
public: público, pública, públicos, públicas
cities: ciudades
schools: escuelas, colegios
universities: universidades
children: niños
the government: gobierno, estado
cars: coches, autos
nuclear: nuclear
energy: energía
work: trabajo
taxes: impuestos
Germany: alemania
Spain: españa
France: francia

@German
drop: der, die, das, den, dem, des, ein, eine, einen, einem, einer, und, oder, zu, in, im, am, man, wir, sie, es, unsere, unser, ihre, sich
should: sollte, sollten, soll, sollen, muss, müssen, müsste, müssten
be: sein, werden, ist, sind, wird
for: für
ban: verbieten, verboten
abolish: abschaffen, abgeschafft
allow: erlauben, erlaubt, zulassen, zugelassen
legalise: legalisieren, legalisiert
tax: besteuern, besteuert
raise: erhöhen, erhöht, anheben, angehoben
lower: senken, gesenkt, reduzieren, reduziert
build: bauen, gebaut
close: schließen, geschlossen
replace: ersetzen, ersetzt
bring back: zurückbringen, zurückgebracht, wiedereinführen, wieder einführen
free: kostenlos, kostenlose, gebührenfrei
compulsory: pflicht, verpflichtend, verpflichtende
electric: elektrisch, elektrische, elektrischen
public: öffentlich, öffentliche, öffentlichen
cities: städte
schools: schulen
universities: universitäten
children: kinder
the government: regierung, staat
Germany: deutschland
cars: autos
nuclear power: atomkraft, kernkraft, kernenergie
work: arbeit
taxes: steuern
France: frankreich
Spain: spanien
`;
