module libcrib

go 1.19
